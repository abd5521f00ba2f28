import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Ajouter au calendrier",
  "label.subscribe": "S'abonner au calendrier",
  "label.ical": "Fichier iCal",
  "label.close": "Fermer",
  "label.saved": "Enregistré",
  "date.status.cancelled": "Cette date a été annulée.",
  "date.expired": "Expiré",
  "date.recurring": "Événement récurrent",
  "modal.multidate.h": "Il s'agit d'une série d'événements",
  "label.rsvp.expired": "Les inscriptions sont closes",
  "label.rsvp.bookedout": "Complet",
  "rsvp.confirmed": "Oui",
  "rsvp.undecided": "Peut-être",
  "rsvp.declined": "Non",
  "form.submit": "Envoyer",
  "form.success": "Envoyé avec succès !",
  "form.error.required": "Vous n'avez pas correctement rempli tous les champs obligatoires",
  "form.error.sending": "Un problème est survenu lors de l'envoi de votre réponse. Veuillez réessayer plus tard",
  "form.email": "E-mail",
};

export default strings;

import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Aggiungi al calendario",
  "label.subscribe": "Iscriviti al calendario",
  "label.ical": "File iCal",
  "label.close": "Chiudi",
  "label.saved": "Salvato",
  "date.status.cancelled": "Questa data è stata annullata.",
  "date.expired": "Scaduto",
  "date.recurring": "Evento ricorrente",
  "modal.multidate.h": "Questa è una serie di eventi",
  "label.rsvp.expired": "Le iscrizioni sono chiuse",
  "label.rsvp.bookedout": "Esaurito",
  "rsvp.confirmed": "Sì",
  "rsvp.undecided": "Forse",
  "rsvp.declined": "No",
  "form.submit": "Invia",
  "form.success": "Inviato con successo!",
  "form.error.required": "Non hai compilato correttamente tutti i campi obbligatori",
  "form.error.sending": "Si è verificato un problema durante l'invio. Riprova più tardi",
  "form.email": "E-mail",
};

export default strings;

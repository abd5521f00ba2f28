import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Toevoegen aan agenda",
  "label.subscribe": "Abonneren op agenda",
  "label.ical": "iCal-bestand",
  "label.close": "Sluiten",
  "label.saved": "Opgeslagen",
  "date.status.cancelled": "Deze datum is geannuleerd.",
  "date.expired": "Verlopen",
  "date.recurring": "Terugkerend evenement",
  "modal.multidate.h": "Dit is een reeks evenementen",
  "label.rsvp.expired": "De inschrijving is verlopen",
  "label.rsvp.bookedout": "Volgeboekt",
  "rsvp.confirmed": "Ja",
  "rsvp.undecided": "Misschien",
  "rsvp.declined": "Nee",
  "form.submit": "Verzenden",
  "form.success": "Succesvol verzonden!",
  "form.error.required": "Je hebt niet alle verplichte velden correct ingevuld",
  "form.error.sending": "Er is een probleem opgetreden bij het verzenden. Probeer het later opnieuw",
  "form.email": "E-mail",
};

export default strings;

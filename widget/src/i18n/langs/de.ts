import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Zum Kalender hinzufügen",
  "label.subscribe": "Kalender abonnieren",
  "label.ical": "iCal-Datei",
  "label.close": "Schließen",
  "label.saved": "Gespeichert",
  "date.status.cancelled": "Dieser Termin wurde abgesagt.",
  "date.expired": "Abgelaufen",
  "date.recurring": "Wiederkehrender Termin",
  "modal.multidate.h": "Dies ist eine Terminreihe",
  "label.rsvp.expired": "Die Anmeldung ist abgelaufen",
  "label.rsvp.bookedout": "Ausgebucht",
  "rsvp.confirmed": "Ja",
  "rsvp.undecided": "Vielleicht",
  "rsvp.declined": "Nein",
  "form.submit": "Senden",
  "form.success": "Erfolgreich gesendet!",
  "form.error.required": "Sie haben nicht alle Pflichtfelder korrekt ausgefüllt",
  "form.error.sending": "Beim Senden ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut",
  "form.email": "E-Mail",
};

export default strings;

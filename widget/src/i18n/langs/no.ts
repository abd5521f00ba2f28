import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Legg til i kalender",
  "label.subscribe": "Abonner på kalender",
  "label.ical": "iCal-fil",
  "label.close": "Lukk",
  "label.saved": "Lagret",
  "date.status.cancelled": "Denne datoen er avlyst.",
  "date.expired": "Utløpt",
  "date.recurring": "Gjentakende arrangement",
  "modal.multidate.h": "Dette er en arrangementsserie",
  "label.rsvp.expired": "Påmeldingen er utløpt",
  "label.rsvp.bookedout": "Fullbooket",
  "rsvp.confirmed": "Ja",
  "rsvp.undecided": "Kanskje",
  "rsvp.declined": "Nei",
  "form.submit": "Send",
  "form.success": "Sendt!",
  "form.error.required": "Du har ikke fylt ut alle obligatoriske felt riktig",
  "form.error.sending": "Det oppstod et problem med å sende svaret ditt. Prøv igjen senere",
  "form.email": "E-post",
};

export default strings;

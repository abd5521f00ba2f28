import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Lägg till i kalender",
  "label.subscribe": "Prenumerera på kalender",
  "label.ical": "iCal-fil",
  "label.close": "Stäng",
  "label.saved": "Sparad",
  "date.status.cancelled": "Detta datum har ställts in.",
  "date.expired": "Utgått",
  "date.recurring": "Återkommande evenemang",
  "modal.multidate.h": "Detta är en serie evenemang",
  "label.rsvp.expired": "Anmälan har stängt",
  "label.rsvp.bookedout": "Fullbokat",
  "rsvp.confirmed": "Ja",
  "rsvp.undecided": "Kanske",
  "rsvp.declined": "Nej",
  "form.submit": "Skicka",
  "form.success": "Skickat!",
  "form.error.required": "Du har inte fyllt i alla obligatoriska fält korrekt",
  "form.error.sending": "Det gick inte att skicka ditt svar. Försök igen senare",
  "form.email": "E-post",
};

export default strings;

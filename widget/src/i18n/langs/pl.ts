import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Dodaj do kalendarza",
  "label.subscribe": "Subskrybuj kalendarz",
  "label.ical": "Plik iCal",
  "label.close": "Zamknij",
  "label.saved": "Zapisano",
  "date.status.cancelled": "Ten termin został odwołany.",
  "date.expired": "Wygasło",
  "date.recurring": "Wydarzenie cykliczne",
  "modal.multidate.h": "To jest seria wydarzeń",
  "label.rsvp.expired": "Rejestracja wygasła",
  "label.rsvp.bookedout": "Brak miejsc",
  "rsvp.confirmed": "Tak",
  "rsvp.undecided": "Może",
  "rsvp.declined": "Nie",
  "form.submit": "Wyślij",
  "form.success": "Wysłano pomyślnie!",
  "form.error.required": "Nie wypełniono poprawnie wszystkich wymaganych pól",
  "form.error.sending": "Wystąpił problem z wysłaniem odpowiedzi. Spróbuj ponownie później",
  "form.email": "E-mail",
};

export default strings;

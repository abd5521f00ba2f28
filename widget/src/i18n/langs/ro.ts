import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Adaugă în calendar",
  "label.subscribe": "Abonează-te la calendar",
  "label.ical": "Fișier iCal",
  "label.close": "Închide",
  "label.saved": "Salvat",
  "date.status.cancelled": "Această dată a fost anulată.",
  "date.expired": "Expirat",
  "date.recurring": "Eveniment recurent",
  "modal.multidate.h": "Aceasta este o serie de evenimente",
  "label.rsvp.expired": "Înscrierile s-au încheiat",
  "label.rsvp.bookedout": "Complet rezervat",
  "rsvp.confirmed": "Da",
  "rsvp.undecided": "Poate",
  "rsvp.declined": "Nu",
  "form.submit": "Trimite",
  "form.success": "Trimis cu succes!",
  "form.error.required": "Nu ați completat corect toate câmpurile obligatorii",
  "form.error.sending": "A apărut o problemă la trimiterea răspunsului. Încercați din nou mai târziu",
  "form.email": "E-mail",
};

export default strings;

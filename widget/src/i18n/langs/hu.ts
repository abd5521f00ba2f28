import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Hozzáadás a naptárhoz",
  "label.subscribe": "Feliratkozás a naptárra",
  "label.ical": "iCal-fájl",
  "label.close": "Bezárás",
  "label.saved": "Mentve",
  "date.status.cancelled": "Ezt az időpontot törölték.",
  "date.expired": "Lejárt",
  "date.recurring": "Ismétlődő esemény",
  "modal.multidate.h": "Ez egy eseménysorozat",
  "label.rsvp.expired": "A jelentkezés lezárult",
  "label.rsvp.bookedout": "Betelt",
  "rsvp.confirmed": "Igen",
  "rsvp.undecided": "Talán",
  "rsvp.declined": "Nem",
  "form.submit": "Küldés",
  "form.success": "Sikeresen elküldve!",
  "form.error.required": "Nem töltötted ki helyesen az összes kötelező mezőt",
  "form.error.sending": "Hiba történt a válasz küldésekor. Próbáld újra később",
  "form.email": "E-mail",
};

export default strings;

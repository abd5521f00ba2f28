import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Lisää kalenteriin",
  "label.subscribe": "Tilaa kalenteri",
  "label.ical": "iCal-tiedosto",
  "label.close": "Sulje",
  "label.saved": "Tallennettu",
  "date.status.cancelled": "Tämä päivä on peruttu.",
  "date.expired": "Vanhentunut",
  "date.recurring": "Toistuva tapahtuma",
  "modal.multidate.h": "Tämä on tapahtumasarja",
  "label.rsvp.expired": "Ilmoittautuminen on päättynyt",
  "label.rsvp.bookedout": "Täynnä",
  "rsvp.confirmed": "Kyllä",
  "rsvp.undecided": "Ehkä",
  "rsvp.declined": "Ei",
  "form.submit": "Lähetä",
  "form.success": "Lähetetty onnistuneesti!",
  "form.error.required": "Et täyttänyt kaikkia pakollisia kenttiä oikein",
  "form.error.sending": "Vastauksen lähettämisessä tapahtui virhe. Yritä myöhemmin uudelleen",
  "form.email": "Sähköposti",
};

export default strings;

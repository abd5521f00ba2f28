import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Lisa kalendrisse",
  "label.subscribe": "Telli kalender",
  "label.ical": "iCal-fail",
  "label.close": "Sulge",
  "label.saved": "Salvestatud",
  "date.status.cancelled": "See kuupäev on tühistatud.",
  "date.expired": "Aegunud",
  "date.recurring": "Korduv sündmus",
  "modal.multidate.h": "See on sündmuste sari",
  "label.rsvp.expired": "Registreerumine on lõppenud",
  "label.rsvp.bookedout": "Välja müüdud",
  "rsvp.confirmed": "Jah",
  "rsvp.undecided": "Võib-olla",
  "rsvp.declined": "Ei",
  "form.submit": "Saada",
  "form.success": "Edukalt saadetud!",
  "form.error.required": "Te ei täitnud kõiki kohustuslikke välju õigesti",
  "form.error.sending": "Vastuse saatmisel tekkis probleem. Proovige hiljem uuesti",
  "form.email": "E-post",
};

export default strings;

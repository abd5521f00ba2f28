import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Přidat do kalendáře",
  "label.subscribe": "Odebírat kalendář",
  "label.ical": "Soubor iCal",
  "label.close": "Zavřít",
  "label.saved": "Uloženo",
  "date.status.cancelled": "Tento termín byl zrušen.",
  "date.expired": "Vypršelo",
  "date.recurring": "Opakovaná událost",
  "modal.multidate.h": "Toto je série událostí",
  "label.rsvp.expired": "Registrace vypršela",
  "label.rsvp.bookedout": "Vyprodáno",
  "rsvp.confirmed": "Ano",
  "rsvp.undecided": "Možná",
  "rsvp.declined": "Ne",
  "form.submit": "Odeslat",
  "form.success": "Úspěšně odesláno!",
  "form.error.required": "Nevyplnili jste správně všechna povinná pole",
  "form.error.sending": "Při odesílání odpovědi došlo k chybě. Zkuste to prosím později",
  "form.email": "E-mail",
};

export default strings;

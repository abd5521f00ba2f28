import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Додати до календаря",
  "label.subscribe": "Підписатися на календар",
  "label.ical": "Файл iCal",
  "label.close": "Закрити",
  "label.saved": "Збережено",
  "date.status.cancelled": "Цю дату скасовано.",
  "date.expired": "Минуло",
  "date.recurring": "Повторювана подія",
  "modal.multidate.h": "Це серія подій",
  "label.rsvp.expired": "Реєстрацію завершено",
  "label.rsvp.bookedout": "Місць немає",
  "rsvp.confirmed": "Так",
  "rsvp.undecided": "Можливо",
  "rsvp.declined": "Ні",
  "form.submit": "Надіслати",
  "form.success": "Успішно надіслано!",
  "form.error.required": "Ви не заповнили правильно всі обов’язкові поля",
  "form.error.sending": "Під час надсилання відповіді сталася помилка. Спробуйте пізніше",
  "form.email": "Ел. пошта",
};

export default strings;

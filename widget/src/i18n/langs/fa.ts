import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "افزودن به تقویم",
  "label.subscribe": "اشتراک در تقویم",
  "label.ical": "فایل iCal",
  "label.close": "بستن",
  "label.saved": "ذخیره شد",
  "date.status.cancelled": "این تاریخ لغو شده است.",
  "date.expired": "منقضی شده",
  "date.recurring": "رویداد تکرارشونده",
  "modal.multidate.h": "این یک مجموعه رویداد است",
  "label.rsvp.expired": "مهلت ثبت‌نام به پایان رسیده است",
  "label.rsvp.bookedout": "ظرفیت تکمیل است",
  "rsvp.confirmed": "بله",
  "rsvp.undecided": "شاید",
  "rsvp.declined": "خیر",
  "form.submit": "ارسال",
  "form.success": "با موفقیت ارسال شد!",
  "form.error.required": "همه فیلدهای الزامی را به درستی پر نکرده‌اید",
  "form.error.sending": "در ارسال پاسخ شما مشکلی پیش آمد. لطفاً بعداً دوباره تلاش کنید",
  "form.email": "ایمیل",
};

export default strings;

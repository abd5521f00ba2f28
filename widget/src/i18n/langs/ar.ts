import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "أضف إلى التقويم",
  "label.subscribe": "اشترك في التقويم",
  "label.ical": "ملف iCal",
  "label.close": "إغلاق",
  "label.saved": "تم الحفظ",
  "date.status.cancelled": "تم إلغاء هذا الموعد.",
  "date.expired": "منتهي",
  "date.recurring": "حدث متكرر",
  "modal.multidate.h": "هذه سلسلة من الأحداث",
  "label.rsvp.expired": "انتهى التسجيل",
  "label.rsvp.bookedout": "محجوز بالكامل",
  "rsvp.confirmed": "نعم",
  "rsvp.undecided": "ربما",
  "rsvp.declined": "لا",
  "form.submit": "إرسال",
  "form.success": "تم الإرسال بنجاح!",
  "form.error.required": "لم تملأ جميع الحقول المطلوبة بشكل صحيح",
  "form.error.sending": "حدثت مشكلة أثناء إرسال ردك. يرجى المحاولة لاحقًا",
  "form.email": "البريد الإلكتروني",
};

export default strings;

import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Takvime ekle",
  "label.subscribe": "Takvime abone ol",
  "label.ical": "iCal dosyası",
  "label.close": "Kapat",
  "label.saved": "Kaydedildi",
  "date.status.cancelled": "Bu tarih iptal edildi.",
  "date.expired": "Süresi doldu",
  "date.recurring": "Tekrarlayan etkinlik",
  "modal.multidate.h": "Bu bir etkinlik serisidir",
  "label.rsvp.expired": "Kayıt süresi doldu",
  "label.rsvp.bookedout": "Yer kalmadı",
  "rsvp.confirmed": "Evet",
  "rsvp.undecided": "Belki",
  "rsvp.declined": "Hayır",
  "form.submit": "Gönder",
  "form.success": "Başarıyla gönderildi!",
  "form.error.required": "Tüm zorunlu alanları doğru doldurmadınız",
  "form.error.sending": "Yanıtınız gönderilirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin",
  "form.email": "E-posta",
};

export default strings;

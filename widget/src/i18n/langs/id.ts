import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Tambahkan ke Kalender",
  "label.subscribe": "Berlangganan Kalender",
  "label.ical": "File iCal",
  "label.close": "Tutup",
  "label.saved": "Tersimpan",
  "date.status.cancelled": "Tanggal ini dibatalkan.",
  "date.expired": "Kedaluwarsa",
  "date.recurring": "Acara berulang",
  "modal.multidate.h": "Ini adalah rangkaian acara",
  "label.rsvp.expired": "Pendaftaran telah berakhir",
  "label.rsvp.bookedout": "Penuh",
  "rsvp.confirmed": "Ya",
  "rsvp.undecided": "Mungkin",
  "rsvp.declined": "Tidak",
  "form.submit": "Kirim",
  "form.success": "Berhasil dikirim!",
  "form.error.required": "Anda belum mengisi semua kolom wajib dengan benar",
  "form.error.sending": "Terjadi masalah saat mengirim tanggapan Anda. Silakan coba lagi nanti",
  "form.email": "Email",
};

export default strings;

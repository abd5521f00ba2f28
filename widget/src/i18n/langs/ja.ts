import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "カレンダーに追加",
  "label.subscribe": "カレンダーを購読",
  "label.ical": "iCal ファイル",
  "label.close": "閉じる",
  "label.saved": "保存済み",
  "date.status.cancelled": "この日程はキャンセルされました。",
  "date.expired": "期限切れ",
  "date.recurring": "繰り返しイベント",
  "modal.multidate.h": "これはイベントシリーズです",
  "label.rsvp.expired": "受付は終了しました",
  "label.rsvp.bookedout": "満席",
  "rsvp.confirmed": "はい",
  "rsvp.undecided": "未定",
  "rsvp.declined": "いいえ",
  "form.submit": "送信",
  "form.success": "送信しました！",
  "form.error.required": "必須項目がすべて正しく入力されていません",
  "form.error.sending": "送信中に問題が発生しました。後でもう一度お試しください",
  "form.email": "メールアドレス",
};

export default strings;

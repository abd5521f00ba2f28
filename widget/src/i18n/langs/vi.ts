import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Thêm vào lịch",
  "label.subscribe": "Đăng ký lịch",
  "label.ical": "Tệp iCal",
  "label.close": "Đóng",
  "label.saved": "Đã lưu",
  "date.status.cancelled": "Ngày này đã bị hủy.",
  "date.expired": "Đã hết hạn",
  "date.recurring": "Sự kiện định kỳ",
  "modal.multidate.h": "Đây là một chuỗi sự kiện",
  "label.rsvp.expired": "Đã hết hạn đăng ký",
  "label.rsvp.bookedout": "Đã hết chỗ",
  "rsvp.confirmed": "Có",
  "rsvp.undecided": "Có thể",
  "rsvp.declined": "Không",
  "form.submit": "Gửi",
  "form.success": "Đã gửi thành công!",
  "form.error.required": "Bạn chưa điền đúng tất cả các trường bắt buộc",
  "form.error.sending": "Đã xảy ra sự cố khi gửi phản hồi. Vui lòng thử lại sau",
  "form.email": "Email",
};

export default strings;

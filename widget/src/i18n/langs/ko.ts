import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "캘린더에 추가",
  "label.subscribe": "캘린더 구독",
  "label.ical": "iCal 파일",
  "label.close": "닫기",
  "label.saved": "저장됨",
  "date.status.cancelled": "이 일정은 취소되었습니다.",
  "date.expired": "만료됨",
  "date.recurring": "반복 일정",
  "modal.multidate.h": "이벤트 시리즈입니다",
  "label.rsvp.expired": "등록이 마감되었습니다",
  "label.rsvp.bookedout": "매진",
  "rsvp.confirmed": "예",
  "rsvp.undecided": "아마도",
  "rsvp.declined": "아니요",
  "form.submit": "보내기",
  "form.success": "성공적으로 전송되었습니다!",
  "form.error.required": "필수 항목을 모두 올바르게 입력하지 않았습니다",
  "form.error.sending": "응답을 보내는 중 문제가 발생했습니다. 나중에 다시 시도하세요",
  "form.email": "이메일",
};

export default strings;

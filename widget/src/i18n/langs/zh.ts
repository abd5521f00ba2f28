import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "添加到日历",
  "label.subscribe": "订阅日历",
  "label.ical": "iCal 文件",
  "label.close": "关闭",
  "label.saved": "已保存",
  "date.status.cancelled": "此日期已取消。",
  "date.expired": "已过期",
  "date.recurring": "重复活动",
  "modal.multidate.h": "这是一个系列活动",
  "label.rsvp.expired": "报名已截止",
  "label.rsvp.bookedout": "已满额",
  "rsvp.confirmed": "是",
  "rsvp.undecided": "也许",
  "rsvp.declined": "否",
  "form.submit": "发送",
  "form.success": "发送成功！",
  "form.error.required": "您没有正确填写所有必填字段",
  "form.error.sending": "发送您的回复时出现问题，请稍后再试",
  "form.email": "电子邮件",
};

export default strings;

import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "הוספה ליומן",
  "label.subscribe": "הרשמה ליומן",
  "label.ical": "קובץ iCal",
  "label.close": "סגירה",
  "label.saved": "נשמר",
  "date.status.cancelled": "מועד זה בוטל.",
  "date.expired": "פג תוקף",
  "date.recurring": "אירוע חוזר",
  "modal.multidate.h": "זוהי סדרת אירועים",
  "label.rsvp.expired": "ההרשמה הסתיימה",
  "label.rsvp.bookedout": "אזלו המקומות",
  "rsvp.confirmed": "כן",
  "rsvp.undecided": "אולי",
  "rsvp.declined": "לא",
  "form.submit": "שליחה",
  "form.success": "נשלח בהצלחה!",
  "form.error.required": "לא מילאת כראוי את כל שדות החובה",
  "form.error.sending": "אירעה בעיה בשליחת התשובה. נסו שוב מאוחר יותר",
  "form.email": "דוא\"ל",
};

export default strings;

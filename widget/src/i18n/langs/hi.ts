import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "कैलेंडर में जोड़ें",
  "label.subscribe": "कैलेंडर की सदस्यता लें",
  "label.ical": "iCal फ़ाइल",
  "label.close": "बंद करें",
  "label.saved": "सहेजा गया",
  "date.status.cancelled": "यह तारीख रद्द कर दी गई है।",
  "date.expired": "समाप्त",
  "date.recurring": "आवर्ती कार्यक्रम",
  "modal.multidate.h": "यह कार्यक्रमों की एक श्रृंखला है",
  "label.rsvp.expired": "पंजीकरण समाप्त हो गया है",
  "label.rsvp.bookedout": "सभी सीटें भर गईं",
  "rsvp.confirmed": "हाँ",
  "rsvp.undecided": "शायद",
  "rsvp.declined": "नहीं",
  "form.submit": "भेजें",
  "form.success": "सफलतापूर्वक भेजा गया!",
  "form.error.required": "आपने सभी आवश्यक फ़ील्ड सही ढंग से नहीं भरे",
  "form.error.sending": "आपका उत्तर भेजने में समस्या हुई। कृपया बाद में पुनः प्रयास करें",
  "form.email": "ईमेल",
};

export default strings;

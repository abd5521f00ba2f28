import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Añadir al calendario",
  "label.subscribe": "Suscribirse al calendario",
  "label.ical": "Archivo iCal",
  "label.close": "Cerrar",
  "label.saved": "Guardado",
  "date.status.cancelled": "Esta fecha ha sido cancelada.",
  "date.expired": "Expirado",
  "date.recurring": "Evento recurrente",
  "modal.multidate.h": "Esta es una serie de eventos",
  "label.rsvp.expired": "La inscripción ha expirado",
  "label.rsvp.bookedout": "Agotado",
  "rsvp.confirmed": "Sí",
  "rsvp.undecided": "Quizás",
  "rsvp.declined": "No",
  "form.submit": "Enviar",
  "form.success": "¡Enviado correctamente!",
  "form.error.required": "No has rellenado correctamente todos los campos obligatorios",
  "form.error.sending": "Hubo un problema al enviar tu respuesta. Inténtalo de nuevo más tarde",
  "form.email": "Correo electrónico",
};

export default strings;

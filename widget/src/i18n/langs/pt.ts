import type { Strings } from '../en';

const strings: Strings = {
  "label.addtocalendar": "Adicionar ao calendário",
  "label.subscribe": "Assinar calendário",
  "label.ical": "Arquivo iCal",
  "label.close": "Fechar",
  "label.saved": "Salvo",
  "date.status.cancelled": "Esta data foi cancelada.",
  "date.expired": "Expirado",
  "date.recurring": "Evento recorrente",
  "modal.multidate.h": "Esta é uma série de eventos",
  "label.rsvp.expired": "As inscrições expiraram",
  "label.rsvp.bookedout": "Esgotado",
  "rsvp.confirmed": "Sim",
  "rsvp.undecided": "Talvez",
  "rsvp.declined": "Não",
  "form.submit": "Enviar",
  "form.success": "Enviado com sucesso!",
  "form.error.required": "Você não preencheu corretamente todos os campos obrigatórios",
  "form.error.sending": "Houve um problema ao enviar sua resposta. Tente novamente mais tarde",
  "form.email": "E-mail",
};

export default strings;

import { winston, formats } from '@strapi/logger';

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'http');

export default {
  transports: [new winston.transports.Console({ level, format: formats.prettyPrint({ timestamps: 'YYYY-MM-DD hh:mm:ss.SSS', colors: !process.env.CI }) })],
};

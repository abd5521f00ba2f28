/** Strapi 5 attribute shapes as the content-type-builder API returns them (only what the builder reads). */
export interface SanitizeOptions {
  sanitize?: { kind?: 'html' | 'url' };
}

interface AttributeBase {
  required?: boolean;
  default?: unknown;
  private?: boolean;
  pluginOptions?: SanitizeOptions & Record<string, unknown>;
}

export type Attribute =
  | (AttributeBase & { type: 'string' | 'text' | 'email' | 'uid' | 'password'; maxLength?: number; minLength?: number; regex?: string })
  | (AttributeBase & { type: 'richtext'; maxLength?: number; minLength?: number })
  | (AttributeBase & { type: 'boolean' })
  | (AttributeBase & { type: 'enumeration'; enum: string[] })
  | (AttributeBase & { type: 'integer' | 'biginteger' | 'float' | 'decimal'; min?: number; max?: number })
  | (AttributeBase & { type: 'date' | 'time' | 'datetime' | 'timestamp' })
  | (AttributeBase & { type: 'media'; multiple?: boolean; allowedTypes?: string[] })
  | (AttributeBase & { type: 'component'; component: string; repeatable?: boolean; max?: number; min?: number })
  | (AttributeBase & { type: 'dynamiczone'; components: string[] })
  | (AttributeBase & { type: 'relation'; relation: string; target: string })
  | (AttributeBase & { type: 'json' | 'blocks' });

export type AttributeType = Attribute['type'];

export interface ComponentSchema {
  uid: string;
  category: string;
  schema: { displayName: string; description?: string; icon?: string; attributes: Record<string, Attribute> };
}

export interface ContentTypeSchema {
  uid: string;
  schema: { displayName: string; attributes: Record<string, Attribute>; pluginOptions?: Record<string, unknown> };
}

export type ComponentMap = Record<string, ComponentSchema>;

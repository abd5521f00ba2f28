/** es-US localizations of some articles: same document, Spanish slug, title, summary and text. */
import type { ArticleSettingsInput, BlockInput, LocalizedFields } from '../types';

type Translate = (settings: ArticleSettingsInput, blocks: BlockInput[]) => LocalizedFields<ArticleSettingsInput>;

function spanish(slug: string, title: string, summary: string, body: string): Translate {
  return (settings, blocks) => ({
    slug,
    settings: {
      ...settings,
      pageTitle: `${title} | Sala de prensa de Meridian`,
      articleTitle: title,
      description: summary,
      // The newsroom's own byline is Spanish too; a person's or a firm's name stays as it is.
      author: settings.author === 'Meridian Newsroom' ? 'Sala de prensa de Meridian' : settings.author,
    },
    blocks: [
      { __component: 'article.text', content: `<p><strong>${summary}</strong></p><p>${body}</p>` },
      // Images and quotes carry over; text blocks are replaced by the translation above.
      ...blocks.filter((b) => b.__component !== 'article.text'),
    ],
  });
}

export const TRANSLATIONS: Record<string, Translate> = {
  'meridian-expands-support-to-spanish-speaking-markets': spanish(
    'meridian-amplia-el-soporte-en-espanol',
    'Meridian amplía su soporte a los mercados de habla hispana',
    'Software localizado, documentación y un servicio de soporte en español en todo el continente americano.',
    'Nuestros equipos de soporte y formación atienden ahora en español, con horarios adaptados a cada región.',
  ),
  'casa-norte-interiors-hospitality-refresh': spanish(
    'casa-norte-interiores-renueva-hoteles-boutique',
    'Casa Norte Interiors renueva una cadena de hoteles boutique',
    'Veintidós vestíbulos, un solo lenguaje de diseño y un listado de mobiliario siempre al día.',
    'El equipo de Monterrey trabajó con un único modelo compartido para coordinar acabados, iluminación y mobiliario.',
  ),
  'architect-2027-release-highlights': spanish(
    'architect-2027-novedades-principales',
    'Meridian Architect 2027: novedades principales',
    'Secciones más rápidas, muros más inteligentes y un gestor de láminas rediseñado.',
    'La nueva versión reduce el tiempo de documentación y mantiene el modelo y los planos siempre coordinados.',
  ),
  'harbor-and-pine-redesign-a-waterfront': spanish(
    'harbor-and-pine-redisena-un-frente-maritimo',
    'Harbor & Pine rediseña un frente marítimo en activo',
    'Un distrito portuario de 12 hectáreas se convierte en parque, mercado y defensa contra inundaciones.',
    'El equipo evaluó veinte escenarios de inundación en el modelo antes de la primera reunión pública.',
  ),
  'verde-collective-rooftop-gardens': spanish(
    'verde-collective-red-de-azoteas-verdes',
    'Verde Collective planta una red de azoteas verdes',
    'Cuarenta azoteas, una estrategia de riego y un plan de plantación que se adapta a cada cubierta.',
    'Cada cubierta es distinta; el modelo permite tratarlas como un único sistema.',
  ),
};

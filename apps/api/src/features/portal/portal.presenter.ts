import type { PortalComponent } from '@tribuna/contract';
import type { PortalComponentRow } from './portal.repository';

export function presentPortalComponent(row: PortalComponentRow): PortalComponent {
  return {
    id: row.id,
    core: row.core,
    name: row.name,
    type: row.core ? null : 'link',
    properties: { href: row.properties.href ?? null, image: row.properties.image ?? null },
    enabled: row.enabled,
    order: row.position,
    highlighted: row.highlighted,
  };
}

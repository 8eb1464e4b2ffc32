import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  fieldOfColumn,
  headerKey,
  leadingSkipped,
  missingRequiredFields,
  sameMapping,
  suggestMapping,
  withLeadingSkipped,
} from './import-mapping';

describe('column mapping', () => {
  it('compares headers without case, accents, spaces or punctuation', () => {
    expect(headerKey(' Fecha de Nacimiento ')).toBe('fechadenacimiento');
    expect(headerKey('Categoría')).toBe(headerKey('categoria'));
    expect(headerKey('DNI/NIE')).toBe('dninie');
  });

  it("keeps the server's suggestion and fills the rest by field name or the page's label", () => {
    const columns = ['Nombre', 'Apellidos', 'email', 'Teléfono', 'Notas'];
    const mapping = suggestMapping(columns, { name: 'Nombre', surname: 'Apellidos', dni: 'Gone' }, { phone: 'Telefono' });
    expect(mapping).toEqual({ name: 'Nombre', surname: 'Apellidos', email: 'email', phone: 'Teléfono' });
  });

  it('never suggests one column for two fields', () => {
    expect(suggestMapping(['name'], { surname: 'name' }, { name: 'name' })).toEqual({ surname: 'name' });
  });

  it('moves a field to the column that takes it and clears a skipped column', () => {
    const start = { name: 'A', surname: 'B', email: 'C' };
    expect(assignColumn(start, 'C', 'name')).toEqual({ surname: 'B', name: 'C' });
    expect(assignColumn(start, 'B', null)).toEqual({ name: 'A', email: 'C' });
    expect(assignColumn(start, 'D', 'phone')).toEqual({ ...start, phone: 'D' });
    expect(fieldOfColumn(start, 'C')).toBe('email');
    expect(fieldOfColumn(start, 'Z')).toBeUndefined();
  });

  it('names the required fields still unmapped and compares mappings field by field', () => {
    expect(missingRequiredFields({ email: 'x' })).toEqual(['name', 'surname']);
    expect(missingRequiredFields({ name: 'a', surname: 'b' })).toEqual([]);
    expect(sameMapping({ name: 'a', surname: 'b' }, { surname: 'b', name: 'a' })).toBe(true);
    expect(sameMapping({ name: 'a' }, null)).toBe(false);
    expect(sameMapping(null, {})).toBe(true);
  });

  it('reads and sets the rows skipped straight below the header, keeping other skipped rows', () => {
    expect(leadingSkipped([])).toBe(0);
    expect(leadingSkipped([2, 3, 7])).toBe(2);
    expect(leadingSkipped([3, 4])).toBe(0);
    expect(withLeadingSkipped([2, 3, 40], 1)).toEqual([2, 40]);
    expect(withLeadingSkipped([40], 3)).toEqual([2, 3, 4, 40]);
    expect(withLeadingSkipped([2, 3, 4, 40], 0)).toEqual([40]);
  });
});

/** @jest-environment jsdom */
import { registerReactInstance } from './index';

type Registry = Map<string, object>;
const registry = () => (window as unknown as { __SHOP_REACT_INSTANCES__?: Registry }).__SHOP_REACT_INSTANCES__;

describe('registerReactInstance', () => {
  it('records each owner with its React instance in one shared map', () => {
    const react = { version: '19' };
    registerReactInstance(react, 'host');
    registerReactInstance(react, 'search');
    const other = { version: 'other copy' };
    registerReactInstance(other, 'category');
    const map = registry();
    expect(map).toBeInstanceOf(Map);
    expect(map?.get('host')).toBe(react);
    expect(new Set(map?.values()).size).toBe(2);
  });
});

import type { ListDefinition } from '@ossature/contract';

/**
 * SPEC §6: "configurationRight and read_only restrict editing and percentage display". Read as: without the
 * configuration right, or on a read-only list, the user applies the saved configurations (and picks a favourite, a
 * setting of their own) but adds none, saves over none, deletes none, and does not turn the groups' shares on or off.
 */
export const mayEditConfigurations = (definition: Pick<ListDefinition, 'configuration_right' | 'read_only'>): boolean =>
  definition.configuration_right && !definition.read_only;

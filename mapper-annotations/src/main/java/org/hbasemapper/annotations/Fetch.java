package org.hbasemapper.annotations;

import org.hbasemapper.annotations.audience.Api;

/** When the cells of a {@link DynamicColumns} family are read. */
@Api
public enum Fetch {
  /** With the entity, by every get and scan: fine for small maps. */
  EAGER,
  /** Not with the entity; read on first access of the map, or page through it with the DAO. */
  LAZY
}

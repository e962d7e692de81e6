package org.hbasemapper.processor.model;

/**
 * What the DAO writes into a plain column on its own: nothing, the time of the row's first write
 * ({@code @CreatedDate}), or the time of every write ({@code @LastModifiedDate}).
 */
public enum AuditDate {
  NONE,
  CREATED,
  LAST_MODIFIED
}

/**
 * Who may use a public type or member of hbase-mapper, and how stable it is: {@link Api} (applications;
 * semantic versioning), {@link LimitedPrivate} (the named modules of this project only) and
 * {@link Internal} (generated code and the declaring module only). Every public type of every published
 * module carries exactly one of them, and the build checks it (docs/api.md).
 */
package org.hbasemapper.annotations.audience;

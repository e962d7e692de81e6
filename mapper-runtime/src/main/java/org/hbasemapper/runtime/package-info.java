/**
 * The runtime the generated mappers and DAOs stand on: the mapper contract, table schemas and their
 * administration, the DAO base, and the exceptions for bad stored data; for tables that several
 * record types share, where their code sits in the key ({@link org.hbasemapper.runtime.RecordTypeKey})
 * and the mapper of a group of them ({@link org.hbasemapper.runtime.RecordGroup}).
 */
@NullMarked
package org.hbasemapper.runtime;

import org.jspecify.annotations.NullMarked;

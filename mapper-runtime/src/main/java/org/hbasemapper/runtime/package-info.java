/**
 * The runtime the generated mappers and DAOs stand on: the mapper contract, table schemas and their
 * administration, the DAO base, and the exceptions for bad stored data.
 */
package org.hbasemapper.runtime;

/**
 * Key-range queries: salted and MD5-prefixed keys, key edges, page tokens, streams, UUID order, and
 * repositories over them.
 */
package org.hbasemapper.it.query;

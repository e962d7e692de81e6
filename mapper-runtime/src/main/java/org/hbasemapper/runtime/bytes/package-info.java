/** Row keys as plain bytes (hex rendering, prefix stop rows): the leaf every other package may use. */
package org.hbasemapper.runtime.bytes;

/** Row-key layout: fixed widths, padding and descending order on top of the key codecs. */
package org.hbasemapper.runtime.key;

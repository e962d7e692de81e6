/** Row-key layout: fixed widths, padding and descending order on top of the key codecs. */
@NullMarked
package org.hbasemapper.runtime.key;

import org.jspecify.annotations.NullMarked;

/**
 * Codecs: key codecs (order-preserving, for row keys and dynamic qualifiers) and value codecs
 * (HBase {@code Bytes} conventions, for cell values), one small final class per type.
 */
@NullMarked
package org.hbasemapper.runtime.codec;

import org.jspecify.annotations.NullMarked;

/** {@code JsonCodec}: any type stored as JSON in one cell through Jackson, with {@code @Convert}. */
package org.hbasemapper.jackson;

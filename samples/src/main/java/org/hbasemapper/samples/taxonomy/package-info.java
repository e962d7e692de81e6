/** Animal taxonomy: one row per animal, {@code parent:<id>} and {@code child:<id>} qualifiers for the tree. */
package org.hbasemapper.samples.taxonomy;

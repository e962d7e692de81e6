/** Schema administration and the schema report the processor writes, against the generated schemas. */
package org.hbasemapper.it.schema;

/** The annotations that describe how a Java type maps to an HBase table; read only by the processor. */
package org.hbasemapper.annotations;

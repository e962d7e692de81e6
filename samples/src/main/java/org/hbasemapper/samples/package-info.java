/** The worked examples of HBase schema design as annotated entities, and a program that runs them. */
package org.hbasemapper.samples;

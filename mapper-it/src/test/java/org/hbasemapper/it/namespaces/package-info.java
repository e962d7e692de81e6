/** Namespace mapping per environment: the entities of other packages, read and written in mapped namespaces. */
package org.hbasemapper.it.namespaces;

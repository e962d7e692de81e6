/** Micrometer meters for the DAOs' operations: {@link org.hbasemapper.micrometer.MicrometerOperationListener}. */
package org.hbasemapper.micrometer;

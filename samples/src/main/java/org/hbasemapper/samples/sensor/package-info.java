/** A salted time series: {@code <salt><host_id><time>}, writes spread over every region, a host's series in one. */
package org.hbasemapper.samples.sensor;

package golden;

import org.hbasemapper.annotations.Projection;

@Projection(Ticket.class)
public final class TicketLine {
  private final long number;
  private final String subject;

  public TicketLine(long number, String subject) {
    this.number = number;
    this.subject = subject;
  }

  public long getNumber() {
    return number;
  }

  public String getSubject() {
    return subject;
  }
}

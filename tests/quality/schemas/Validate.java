// Validates XML files against an XML Schema with the JDK's own validator:
//   java Validate.java schema.xsd file.xml [file.xml …]
// Prints one line per error and exits 1 when any file is invalid.
import java.io.File;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.SAXParseException;

public class Validate {
  public static void main(String[] args) throws Exception {
    Schema schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(new File(args[0]));
    int invalid = 0;
    for (int i = 1; i < args.length; i++) {
      Validator validator = schema.newValidator();
      try {
        validator.validate(new StreamSource(new File(args[i])));
      } catch (SAXParseException error) {
        invalid++;
        System.out.println(args[i] + ":" + error.getLineNumber() + ": " + error.getMessage());
      }
    }
    System.exit(invalid == 0 ? 0 : 1);
  }
}
